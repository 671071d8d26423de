import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // Loaders, actions and the entry read typed contexts (`context.get(servicesContext)`, app/request-context.ts).
  future: { v8_middleware: true },
} satisfies Config;
