/** What the upload endpoints answer: the spec's `{ success, error }` plus the stored file's facts. */
export type UploadAnswer = { success: true; url: string; fileName: string; size: number; checksum: string } | { success: false; error: string };

/**
 * Posts one file as multipart field "file" and reports the upload's progress (0-100). XHR,
 * not fetch, because only XHR reports upload progress. Never rejects: failures become the
 * spec's messages ("Upload failed: {status text}", "Upload failed").
 */
export function uploadFile(url: string, file: File, onProgress: (percent: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.responseType = "json";
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const answer = xhr.response as Partial<UploadAnswer> | null;
      if (answer && typeof answer === "object" && answer.success === true) return resolve(answer as UploadAnswer);
      if (answer && typeof answer === "object" && typeof (answer as { error?: unknown }).error === "string") {
        return resolve({ success: false, error: (answer as { error: string }).error });
      }
      resolve({ success: false, error: xhr.statusText ? `Upload failed: ${xhr.statusText}` : "Upload failed" });
    };
    xhr.onerror = () => resolve({ success: false, error: "Upload failed" });
    xhr.onabort = () => resolve({ success: false, error: "Upload failed" });
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
}
