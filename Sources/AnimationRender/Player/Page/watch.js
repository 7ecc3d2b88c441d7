const watchStatus = document.getElementById('watch-status');
// The version this page last reloaded for: if the page is still
// older after that reload, it waits for the next version rather than
// reloading again and again.
const reloadedFor = sessionStorage.getItem('animate-reload-target');
window.animateWatch = (version, error) => {
  if (error) { watchStatus.className = 'status error'; watchStatus.textContent = error; return; }
  if (version !== pageVersion && version !== reloadedFor) {
    sessionStorage.setItem('animate-reloaded', new Date().toLocaleTimeString());
    sessionStorage.setItem('animate-reload-target', version);
    location.hash = 'frame=' + index;
    location.reload();
  } else if (watchStatus.className === 'status error') {
    watchStatus.className = 'status'; watchStatus.textContent = 'watching for changes';
  }
};
const reloaded = sessionStorage.getItem('animate-reloaded');
sessionStorage.removeItem('animate-reloaded');
watchStatus.textContent = reloaded ? 'reloaded at ' + reloaded + ': the source changed' : 'watching for changes';
setInterval(() => {
  const poll = document.createElement('script');
  poll.src = watchScript + '?t=' + Date.now();
  poll.onload = poll.onerror = () => poll.remove();
  document.head.appendChild(poll);
}, 500);
