export type UploadKind = "image" | "catalogue";

/** The upload endpoints' limits, checked here first so a too-large file is not sent at all. */
export const UPLOAD_RULES: Record<UploadKind, { endpoint: string; maxBytes: number; tooLarge: string; accept: string; noun: string }> = {
  image: {
    endpoint: "/api/admin/uploads/image",
    maxBytes: 2 * 1024 * 1024,
    tooLarge: "The image is larger than 2 MB. Please choose a smaller image.",
    accept: "image/jpeg,image/png,image/webp,image/avif,image/gif",
    noun: "image",
  },
  catalogue: {
    endpoint: "/api/admin/uploads/catalogue",
    maxBytes: 10 * 1024 * 1024,
    tooLarge: "The catalogue file is larger than 10 MB.",
    accept: ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    noun: "catalogue",
  },
};

/** Deletes a file uploaded in this form; answers null on success, else the spec's "Delete failed: ..." text. */
export async function deleteUploaded(kind: UploadKind, url: string): Promise<string | null> {
  try {
    const response = await fetch(`${UPLOAD_RULES[kind].endpoint}?url=${encodeURIComponent(url)}`, { method: "DELETE", headers: { Accept: "application/json" } });
    if (response.ok) return null;
    const answer = (await response.json().catch(() => null)) as { error?: unknown } | null;
    if (typeof answer?.error === "string") return answer.error;
    return response.statusText ? `Delete failed: ${response.statusText}` : "Delete failed";
  } catch {
    return "Delete failed";
  }
}
