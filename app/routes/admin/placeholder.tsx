export const meta = () => [{ title: "Admin" }, { name: "robots", content: "noindex" }];

/** Stand-in for the admin area until sign-in lands (admin issue, part 1). */
export default function AdminPlaceholder() {
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">Admin</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">The admin panel is being set up.</p>
    </main>
  );
}
