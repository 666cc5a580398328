/** Fetches a clip and reports real download progress (0-100, or null while the size is unknown). */
export async function fetchClip(url: string, onProgress: (percent: number | null) => void, signal: AbortSignal) {
  const response = await fetch(url, { signal });
  if (!response.ok || !response.body) throw new Error(`The clip could not be loaded (${response.status})`);
  const total = Number(response.headers.get('content-length')) || 0;
  const reader = response.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  onProgress(total ? 0 : null);
  for (let r = await reader.read(); !r.done; r = await reader.read()) {
    parts.push(r.value);
    loaded += r.value.length;
    onProgress(total ? Math.round((loaded / total) * 100) : null);
  }
  return new Blob(parts, { type: response.headers.get('content-type') ?? 'video/mp4' });
}

/** A captions track for the preview clip, which has no spoken words worth transcribing. */
export function captionsUrl(text: string): string {
  const vtt = `WEBVTT\n\n00:00:00.000 --> 00:10:00.000\n${text}\n`;
  return URL.createObjectURL(new Blob([vtt], { type: 'text/vtt' }));
}
