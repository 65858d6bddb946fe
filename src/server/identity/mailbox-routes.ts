/**
 * The development mailbox's pages (README "Accounts"): `GET /dev/mailbox` lists the messages
 * the identity provider "sent", newest first, as HTML; `GET /dev/mailbox/messages?to=` gives
 * them as JSON for tests and scripts. Only the embedded default (PGlite) has them: a shop on
 * PostgreSQL is a deployment, whose codes must reach only their owners (404 there).
 */
import {
  TypeBoxValidatorCompiler,
  type FastifyPluginAsyncTypebox,
} from '@fastify/type-provider-typebox';
import { desc, eq } from 'drizzle-orm';
import {
  IDENTITY_PATHS,
  MailboxMessagesSchema,
  MailboxQuery,
  type MailboxMessage,
} from '../../shared/api/identity';
import type { Database } from '../db/client';
import { notFound } from '../http/api-error';
import { identityMailbox } from './identity-tables';

/** The most messages a page lists. */
const PAGE_SIZE = 100;

async function messages(db: Database, to: string | undefined): Promise<MailboxMessage[]> {
  const rows = await db
    .select()
    .from(identityMailbox)
    .where(to === undefined ? undefined : eq(identityMailbox.recipient, to.trim().toLowerCase()))
    .orderBy(desc(identityMailbox.sentAt))
    .limit(PAGE_SIZE);
  return rows.map((row) => ({
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    code: row.code,
    sentAt: row.sentAt.toISOString(),
  }));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(list: MailboxMessage[]): string {
  const items = list
    .map(
      (m) =>
        `<li><article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to)}, <time datetime="${m.sentAt}">${m.sentAt}</time></p><p>${escapeHtml(m.text)}</p></article></li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Development mailbox</title></head><body><main><h1>Development mailbox</h1><p>Messages the shop's identity provider sent, newest first. Only the embedded database has this page.</p>${list.length === 0 ? '<p>No messages yet.</p>' : `<ol>${items}</ol>`}</main></body></html>`;
}

const mailboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.addHook('onRequest', async (_request, reply) => {
    if (app.dbKind !== 'pglite') throw notFound('The mailbox exists only on the embedded database');
    reply.header('cache-control', 'no-store');
  });

  app.get(IDENTITY_PATHS.mailbox, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(page(await messages(app.db, undefined))),
  );

  app.get(
    IDENTITY_PATHS.mailboxMessages,
    { schema: { querystring: MailboxQuery, response: { 200: MailboxMessagesSchema } } },
    async (request) => ({ messages: await messages(app.db, request.query.to) }),
  );
};

export default mailboxRoutes;
