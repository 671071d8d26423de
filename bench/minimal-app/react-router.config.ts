import type { Config } from "@react-router/dev/config";

// The reference page for `npm run bench`: React Router 7 with nothing of ours in it.
export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
} satisfies Config;
