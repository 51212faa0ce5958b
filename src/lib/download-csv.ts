/** Saves CSV text as a file: UTF-8 with a byte-order mark, so spreadsheets read the accents. */
export function downloadCsv(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  URL.revokeObjectURL(url)
}
