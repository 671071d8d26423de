import "dotenv/config";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import pino from "pino";
import { createAdminUser, generatePassword } from "~/auth/admin-users.server";
import { parseEnv } from "~/config/env.server";
import { migrateToLatest } from "~/db/migrate.server";
import { createServices } from "~/services/services.server";

const usage = `Usage: npm run admin:create -- --email admin@example.com [--name "Jane Doe"] [--generate]

Creates an admin account in the database named by .env (DATABASE_URL, or the SQLite file in DATA_DIR).
Asks for the password twice when run in a terminal; with --generate, or when input is not a
terminal, generates a strong password and prints it once.`;

/** Asks each question in turn without echoing the answers, for passwords typed in a terminal. */
async function askHidden(questions: string[]): Promise<string[]> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Readline echoes what is typed through this method; silencing it hides the password.
  (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => undefined;
  const lines: string[] = [];
  let waiting: ((line: string) => void) | null = null;
  rl.on("line", (line) => (waiting ? waiting(line) : lines.push(line)));
  const answers: string[] = [];
  for (const question of questions) {
    process.stdout.write(question);
    answers.push(lines.shift() ?? (await new Promise<string>((resolve) => (waiting = resolve))));
    waiting = null;
    process.stdout.write("\n");
  }
  rl.close();
  return answers;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: "string" }, name: { type: "string" }, generate: { type: "boolean", default: false }, help: { type: "boolean" } },
  });
  if (values.help || !values.email) {
    console.log(usage);
    return values.help ? 0 : 1;
  }

  let password: string;
  const generated = values.generate || !process.stdin.isTTY;
  if (generated) {
    password = generatePassword();
  } else {
    const [first, repeated] = await askHidden(["Password (at least 12 characters): ", "Repeat the password: "]);
    password = first;
    if (repeated !== password) {
      console.error("The passwords do not match; nothing was created.");
      return 1;
    }
  }

  const env = parseEnv();
  const services = createServices(env, { logger: pino({ level: "warn" }) });
  try {
    await migrateToLatest(services.db);
    const admin = await createAdminUser(services.auth, { email: values.email, password, name: values.name });
    console.log(`Admin account created: ${admin.email}`);
    if (generated) console.log(`Password: ${password}\nStore it somewhere safe; it is not shown again.`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await services.db.destroy();
  }
}

main().then((code) => process.exit(code));
