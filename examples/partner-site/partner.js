// The partner's own script: it listens to the widget's DOM event like any other event on the page.
document.addEventListener('dg-profile-click', (event) => {
  const { id, username } = event.detail;
  const output = document.getElementById('last-click');
  if (output) output.textContent = `@${username} (member ${id})`;
});
