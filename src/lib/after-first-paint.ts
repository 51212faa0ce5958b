/**
 * Settles once the page is on screen with its text. Code the first screen does not need (the
 * booking and enquiry forms) is asked for after it, `lazy(() => afterFirstPaint().then(() =>
 * import(…)))`: asked for during the render, it competed with the page's own picture and text
 * for a phone's network and processor (Lighthouse counts every request started before the
 * largest paint against that paint).
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    // A frame callback runs just before the browser paints; a task queued from it runs after.
    requestAnimationFrame(() => setTimeout(resolve, 0))
  })
    .then(
      // That frame may hold no text yet: Chrome waits for the fonts its first layout asked for
      // (measured: the first contentful paint followed them on every public page).
      () => document.fonts?.ready,
    )
    .then(() => undefined)
}
