/**
 * Runs one of the db:* commands: prints what it did, or, for a refusal the operator can act on
 * (a bad argument or setting, a locked or damaged database, a backup in the way), just its
 * message, with exit code 1. Anything else is a bug and keeps its stack.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type AppConfig } from '../src/server/config';
import { BackupError } from '../src/server/db/backup-file';
import { DatabaseStartError } from '../src/server/db/database-start-error';

export interface CommandInput {
  config: AppConfig;
  files: string[];
  force: boolean;
}

export async function runDatabaseCommand(
  usage: string,
  command: (input: CommandInput) => Promise<string>,
): Promise<void> {
  try {
    let parsed;
    try {
      parsed = parseArgs({
        options: { force: { type: 'boolean', default: false } },
        allowPositionals: true,
      });
    } catch (error) {
      throw new ConfigError(`${(error as Error).message}\n${usage}`);
    }
    const input = { config: loadConfig(), files: parsed.positionals, force: parsed.values.force };
    console.log(await command(input));
  } catch (error) {
    const told =
      error instanceof ConfigError ||
      error instanceof DatabaseStartError ||
      error instanceof BackupError;
    console.error(told ? error.message : error);
    process.exitCode = 1;
  }
}
