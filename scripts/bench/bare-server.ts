// The baseline for assessment-load.ts: a minimal Fastify instance with one route and no plugins, in a
// process of its own as the real server is, so both are measured the same way.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bench-bare', async () => ({ success: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
