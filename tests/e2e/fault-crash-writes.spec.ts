import { sql } from "kysely";
import { createTestAdmin, expect, signIn, test as base } from "./admin-session";
import { findServerTemplate, startTestServer } from "./test-server";

// Issue 15, surviving failures: the server killed with SIGKILL in the middle of a burst of enquiries
// and admin saves, five times. Whatever was answered as saved is there after the restart, and
// nothing is half-written: no enquiry marked as queued for e-mail without its queued mail.

const ROUNDS = 5;
const ENQUIRY_WRITERS = 4;
const SAVE_WRITERS = 2;

const test = base.extend({
  server: [
    async ({ database }, use, workerInfo) => {
      const server = await startTestServer(findServerTemplate(database), `crash#${workerInfo.workerIndex}`, {
        // Enquiries queue an e-mail (to a port nothing listens on, polled rarely), so each one is
        // two writes that must land together.
        SMTP_URL: "smtp://127.0.0.1:9",
        MAIL_OUTBOX_POLL_MS: "600000",
        // Each enquiry comes from its own address, so the per-address limit does not refuse the burst.
        TRUST_PROXY: "1",
      });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 200_000 },
  ],
});

test("SIGKILL during a burst of enquiries and admin saves, five times: every answered write survives, none is half-written", async ({
  page,
  server: crashServer,
  db: crashDb,
}) => {
  test.setTimeout(240_000);
  const email = "crash-admin@showroom.test";
  await createTestAdmin(crashDb, email);
  const product = await crashDb.selectFrom("products").select(["id"]).orderBy("id").executeTakeFirstOrThrow();
  // The session lives in the database, so it holds across restarts; cookies ignore the port.
  await signIn(page, email);

  const answeredEnquiries: string[] = [];
  const answeredProducts: string[] = [];
  let cutOff = 0;
  for (let round = 1; round <= ROUNDS; round += 1) {
    const instance = await crashServer.startAnotherInstance(`crash round ${round}`);
    const answered = { enquiries: 0, saves: 0 };
    let sent = 0;
    const enquiry = async () => {
      const n = (sent += 1);
      const name = `Crash ${round}-${n}`;
      const response = await page.request.post(`${instance.baseURL}/api/products/${product.id}/enquiries`, {
        headers: { "X-Forwarded-For": `198.51.${round}.${n}` },
        form: { name, companyName: "Crash Test Ltd", mobileNumber: "+91 98765 43210", email: "crash@rao.example", location: "Chennai", lookingFor: "Panel PC" },
      });
      if (response.status() === 200 && (await response.json()).status === "sent") {
        answeredEnquiries.push(name);
        answered.enquiries += 1;
      }
    };
    const save = async () => {
      const n = (sent += 1);
      const name = `Crash Product ${round}-${n}`;
      const response = await page.request.post(`${instance.baseURL}/admin/products`, {
        maxRedirects: 0,
        form: {
          intent: "save",
          name,
          model_number: `CR-${round}-${n}`,
          description: "Written during a crash test.",
          "features[0]": "Survives SIGKILL",
          "specification_groups[0][group_name]": "General",
          "specification_groups[0][specifications][0][name]": "Round",
          "specification_groups[0][specifications][0][detail]": String(round),
        },
      });
      if (response.status() >= 300 && response.status() < 400) {
        answeredProducts.push(name);
        answered.saves += 1;
      }
    };
    // Writers that send one request after another until the server is gone: at the kill, each has
    // one in flight, which gets no answer.
    const writer = async (write: () => Promise<void>) => {
      for (;;) {
        try {
          await write();
        } catch {
          cutOff += 1;
          return;
        }
      }
    };
    const writers = [...Array.from({ length: ENQUIRY_WRITERS }, () => writer(enquiry)), ...Array.from({ length: SAVE_WRITERS }, () => writer(save))];
    await expect.poll(() => answered.enquiries >= 3 && answered.saves >= 2, { timeout: 30_000, intervals: [5] }).toBe(true);
    process.kill(instance.pid!, "SIGKILL");
    await Promise.all(writers);
    await instance.stop();
  }
  test.info().annotations.push({
    type: "measured",
    description: `${answeredEnquiries.length} enquiries and ${answeredProducts.length} saves answered, ${cutOff} requests cut off by the kills`,
  });
  // Every kill landed mid-burst: each writer had a request in flight.
  expect(cutOff).toBe(ROUNDS * (ENQUIRY_WRITERS + SAVE_WRITERS));

  // A server started on the same data serves, and holds every answered write, whole.
  const after = await crashServer.startAnotherInstance("after the crashes");
  try {
    expect((await page.request.get(`${after.baseURL}/healthz`)).status()).toBe(200);
    const enquiries = await crashDb.selectFrom("enquiries").select(["id", "name", "mail_status"]).where("name", "like", "Crash %").execute();
    expect(enquiries.map((row) => row.name)).toEqual(expect.arrayContaining(answeredEnquiries));
    const mails = await crashDb.selectFrom("mail_outbox").select(["source_id"]).where("source_table", "=", "enquiries").execute();
    const withMail = new Set(mails.map((mail) => mail.source_id));
    expect(enquiries.filter((row) => row.mail_status === "queued" && !withMail.has(row.id)).map((row) => row.name), "queued without its mail").toEqual([]);
    expect(enquiries.filter((row) => row.mail_status !== "queued").map((row) => row.name), "stored without queueing its mail").toEqual([]);

    const products = await crashDb
      .selectFrom("products")
      .select(["id", "name", "slug", "features", "specification_groups"])
      .where("name", "like", "Crash Product %")
      .execute();
    expect(products.map((row) => row.name)).toEqual(expect.arrayContaining(answeredProducts));
    for (const row of products) {
      expect(JSON.parse(row.features), row.name).toEqual(["Survives SIGKILL"]);
      expect(JSON.stringify(JSON.parse(row.specification_groups)), row.name).toContain("Round");
      // Its public page answers, so its category links and search rows are readable too.
      expect((await page.request.get(`${after.baseURL}/product/${row.id}/${row.slug}`)).status(), row.name).toBe(200);
    }
    if (crashServer.database.kind === "sqlite") {
      const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(crashDb);
      expect(check.rows.map((row) => row.integrity_check)).toEqual(["ok"]);
    }
  } finally {
    await after.stop();
  }
});
