export {
  onNewSessionAfterReset,
  onSessionReset,
  RESET_COOLDOWN_MS,
  resetSession,
  resetSessionOnFailure,
  signOut,
  type SessionResetReason,
  type SessionResetTarget,
} from './session-reset';
