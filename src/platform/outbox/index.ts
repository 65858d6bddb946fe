export {
  isQueued,
  newOutboxKey,
  noteQueued,
  purgeOutbox,
  requestReplay,
  startOutbox,
  subscribeOutbox,
  type OutboxEvent,
  type OutboxPurgedEvent,
} from './outbox-client';
export { useOutboxWrite, type OutboxWriteState } from './use-outbox-write';
