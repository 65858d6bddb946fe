/**
 * The development mailbox (docs/api.md "Accounts and identity"): the reference provider
 * "sends" a message by storing it, for a developer or a test to read at /dev/mailbox. Texts
 * are English: the provider's own messages, as a hosted pool's default ones are.
 */
import type { Database } from '../db/client';
import { identityMailbox } from './identity-tables';

export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  code: string | null;
}

export async function deliver(db: Database, message: OutgoingMessage): Promise<void> {
  await db.insert(identityMailbox).values({
    recipient: message.to,
    subject: message.subject,
    body: message.text,
    code: message.code,
  });
}

/** The message carrying a code, by what the code is for. */
export function codeMessage(
  purpose: 'confirm-sign-up' | 'forgot-password',
  to: string,
  code: string,
): OutgoingMessage {
  return purpose === 'confirm-sign-up'
    ? {
        to,
        subject: 'Your verification code',
        text: `Your verification code is ${code}. It is valid for 10 minutes.`,
        code,
      }
    : {
        to,
        subject: 'Your password reset code',
        text: `Your password reset code is ${code}. It is valid for 10 minutes. If you did not ask to reset your password, ignore this message.`,
        code,
      };
}

/** Cognito's masked destination: the first character of the local part and of the domain. */
export function maskedDestination(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at > 0 ? email.slice(0, at) : email;
  const domain = at > 0 ? email.slice(at + 1) : '';
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${[...local][0] ?? ''}***@${[...host][0] ?? ''}***${tld}`;
}
