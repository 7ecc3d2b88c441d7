const stage = document.getElementById('stage');
const status = document.getElementById('status');
let socket = null, frames = 0;
function connect() {
  socket = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws');
  socket.onmessage = (message) => {
    const frame = JSON.parse(message.data);
    if (frame.error) { status.className = 'status error'; status.textContent = frame.error; return; }
    stage.innerHTML = frame.svg;
    frames += 1;
    status.className = 'status';
    status.textContent = 'live: ' + frame.time.toFixed(2) + ' s, ' + frames + ' frames received; click the view to tap it';
  };
  socket.onclose = () => {
    status.className = 'status';
    status.textContent = 'disconnected: reconnecting';
    setTimeout(connect, 1000);
  };
}
stage.addEventListener('click', (event) => {
  const svg = stage.querySelector('svg');
  if (!svg) return;
  const box = svg.getBoundingClientRect(), view = svg.viewBox.baseVal;
  const x = (event.clientX - box.left) * view.width / box.width;
  const y = (event.clientY - box.top) * view.height / box.height;
  if (socket && socket.readyState === WebSocket.OPEN) socket.send('tap ' + x.toFixed(2) + ',' + y.toFixed(2));
});
connect();
