/**
 * Responses go out compressed (Brotli, else gzip) to clients that accept it: the server-rendered
 * pages, the API's JSON and the generated media. Built files have their .br/.gz made at build
 * time (scripts/build/precompress.ts), which the static plugin sends as they are; a response
 * that already names its encoding is left alone. Request bodies are never inflated: a
 * compressed upload would get around the body-size limits.
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function compression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
  });
}

export default fp(compression, { name: 'compression' });
