/** Built by `renderer/build/locale-progress.ts`: locale → translated percentage. */
declare module 'virtual:locale-progress' {
  const progress: Readonly<Record<string, number>>;
  export default progress;
}
