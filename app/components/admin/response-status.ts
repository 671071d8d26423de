/**
 * Status for an expected failure (invalid form, wrong password, blocked delete). A form posted
 * without JavaScript (a navigation) gets the honest 4xx; React Router's own fetch gets 200,
 * because the page shows the message itself and browsers log every 4xx fetch as a console error.
 */
export function failureStatus(request: Request, status: number): number {
  const mode = request.headers.get("sec-fetch-mode");
  return mode && mode !== "navigate" ? 200 : status;
}
