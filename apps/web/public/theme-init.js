// Applies the saved theme before the first paint (no flash). Mirrors src/lib/theme.ts.
(() => {
  try {
    const theme = localStorage.getItem('storyloom-theme');
    const dark = theme === 'dark' || (theme !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
  } catch {
    // No storage or matchMedia: keep the light default.
  }
})();
