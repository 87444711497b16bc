// The partner's own script for the news page. `?post=ID` shows another post: the page's way to pick one.
const chosen = new URLSearchParams(location.search).get('post');
const featured = document.getElementById('featured-post');
if (chosen && featured) featured.setAttribute('post', chosen);

// A like, comment, share or vote: noted here, then the widget opens the post on the flagship site.
document.addEventListener('dg-post-action', (event) => {
  const { postId, action, option } = event.detail;
  const output = document.getElementById('last-post-action');
  if (output) output.textContent = `${action} post ${postId}${option === undefined ? '' : ` option ${option}`}`;
});
