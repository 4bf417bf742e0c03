import { createApp } from "./app";
import { scheduled } from "./cron/daily";

const app = createApp();

export default {
  fetch: app.fetch,
  scheduled,
} satisfies ExportedHandler<Env>;
