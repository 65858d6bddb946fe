/**
 * `POST /1/events` (Algolia Insights, under /search like the rest of the protocol): validates
 * the batch and stores every event in insights_events in one insert, so a batch is kept whole
 * or not at all, and once per Idempotency-Key. Registered inside the Algolia scope: errors get Algolia's `{ message, status }`.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { replyIdempotent } from '../../idempotency/reply-idempotent';
import { insightsEvents } from '../../db/schema';
import { readInsightsEvents, type InsightsEvent } from './insights-events';

export async function storeInsightsEvents(db: Database, events: InsightsEvent[]): Promise<void> {
  await db.insert(insightsEvents).values(
    events.map((e) => ({
      eventType: e.eventType,
      eventSubtype: e.eventSubtype,
      eventName: e.eventName,
      indexName: e.index,
      userToken: e.userToken,
      authenticatedUserToken: e.authenticatedUserToken,
      queryId: e.queryID,
      objectIds: e.objectIDs,
      positions: e.positions,
      filters: e.filters,
      details: e.details,
      occurredAt: new Date(e.timestamp),
    })),
  );
}

export const insightsRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  // Events the worker's outbox replays carry an Idempotency-Key: a batch is stored once,
  // however often it is replayed.
  app.post('/1/events', async (request, reply) => {
    const events = readInsightsEvents(request.body);
    return replyIdempotent(db, request, reply, async (tx) => {
      await storeInsightsEvents(tx, events);
      return { status: 200, body: { status: 200, message: 'OK' } };
    });
  });
};
