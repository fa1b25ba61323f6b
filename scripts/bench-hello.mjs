// The baseline of `npm run bench`: a bare Fastify hello-world in its own process, like the app.
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const Fastify = createRequire(path.join(root, "apps/server/package.json"))("fastify");
const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.on("SIGTERM", () => app.close().then(() => process.exit(0)));
