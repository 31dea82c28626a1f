// Browser mode saves an export as a download (Electron's shell may offer a
// save dialog instead; the text comes from the same `exportGames` operation).
export function downloadText(fileName: string, text: string, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/x-congkak; charset=utf-8' }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
