import type { FullConfig } from "@playwright/test";
import type { ServerOptions } from "./fixtures";
import { type ServerTemplate, createServerTemplate, publishServerTemplates, removeServerTemplate } from "./test-server";

/**
 * Migrates and seeds one template per database kind before any worker starts, so each worker
 * copies it in a moment instead of seeding the demo content again.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const kinds = new Set(config.projects.map((project) => (project.use as Partial<ServerOptions>).database ?? "sqlite"));
  const templates: ServerTemplate[] = [];
  const removeAll = async () => {
    await Promise.all(templates.map(removeServerTemplate));
  };
  try {
    for (const kind of kinds) templates.push(await createServerTemplate(kind));
  } catch (error) {
    await removeAll();
    throw error;
  }
  publishServerTemplates(templates);
  return removeAll;
}
