/** Saves a blob (or a URL) to the user's downloads under `fileName`. */
export function saveFile(source: Blob | string, fileName: string) {
  const url = typeof source === 'string' ? source : URL.createObjectURL(source);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  if (typeof source !== 'string') setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function saveMarkdown(text: string, fileName: string) {
  saveFile(new Blob([text], { type: 'text/markdown;charset=utf-8' }), fileName);
}
