/**
 * `npm run dev`: the API (src/server, restarted on change by tsx watch) on API_PORT (8081) and
 * Vite with HMR on PORT (8080), which proxies /api, /search/1 and /media to the API.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8081';
const webPort = process.env.PORT ?? '8080';
const children: ChildProcess[] = [];

function run(command: string, args: string[], env: Record<string, string>): void {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  children.push(child);
}

run(process.execPath, ['--import', 'tsx', '--watch', 'src/server/server.ts'], {
  PORT: apiPort,
  HOST: '127.0.0.1',
});
run(process.execPath, ['node_modules/vite/bin/vite.js'], { PORT: webPort, API_PORT: apiPort });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
