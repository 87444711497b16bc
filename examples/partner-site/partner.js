// The partner's own script: it listens to the widget's DOM event like any other event on the page.
document.addEventListener('dg-profile-click', (event) => {
  const { id, username } = event.detail;
  const output = document.getElementById('last-click');
  if (output) output.textContent = `@${username} (member ${id})`;
});

// A connect button is about to act (send, cancel, accept, or sign-in when signed out): noted, and let through.
document.addEventListener('dg-connect', (event) => {
  const { userId, action } = event.detail;
  const output = document.getElementById('last-connect');
  if (output) output.textContent = `${action} member ${userId}`;
});

// A Buy / Sell / Refer click: noted here, then the widget goes on to the lead page of the flagship site.
document.addEventListener('dg-deal-action', (event) => {
  const { dealId, action } = event.detail;
  const output = document.getElementById('last-deal-action');
  if (output) output.textContent = `${action} deal ${dealId}`;
});

// A follow button is about to act (follow, unfollow, or sign-in when signed out): noted, and let through.
document.addEventListener('dg-follow', (event) => {
  const { companyId, action } = event.detail;
  const output = document.getElementById('last-follow');
  if (output) output.textContent = `${action} company ${companyId}`;
});
