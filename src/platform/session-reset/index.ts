export {
  onNewSessionAfterReset,
  onSessionReset,
  RESET_COOLDOWN_MS,
  resetSession,
  resetSessionOnFailure,
  signOut,
  type SessionResetReason,
} from './session-reset';
