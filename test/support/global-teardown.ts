export default async function globalTeardown(): Promise<void> {
  await globalThis.__CMS_DYNAMO__?.stop();
}
