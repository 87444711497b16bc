// Run-time configuration, replaced by whoever serves the built app (e.g. the e2e harness):
// window.__DEALGROW_CONFIG__ = { apiUrl: 'https://api.example.com' };
window.__DEALGROW_CONFIG__ = window.__DEALGROW_CONFIG__ || {};
