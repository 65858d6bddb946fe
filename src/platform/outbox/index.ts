export {
  isQueued,
  newOutboxKey,
  noteQueued,
  purgeOutbox,
  requestReplay,
  startOutbox,
  subscribeOutbox,
  type OutboxEvent,
} from './outbox-client';
export { useOutboxWrite, type OutboxWriteState } from './use-outbox-write';
