// The partner's own script for the support page. `?with=USERNAME` opens the conversation with another member: the page's
// way to pick one (as news.js's `?post=`).
const member = new URLSearchParams(location.search).get('with');
const box = document.getElementById('support-chat');
if (member && box) box.setAttribute('user', member);

// The chat box moved the reader's pointer (the header's unread badge refreshes on the same event).
document.addEventListener('dg-chat-seen', (event) => {
  const output = document.getElementById('last-seen');
  if (output) output.textContent = `message ${event.detail.sequence}`;
});
