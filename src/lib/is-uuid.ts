const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether a text is shaped like a row id: anything else can be answered without asking the API. */
export function isUuid(value: string): boolean {
  return UUID.test(value)
}
