const svg = document.getElementById('frame');
const scrubber = document.getElementById('scrubber');
const counter = document.getElementById('counter');
const playButton = document.getElementById('play');
const fromInput = document.getElementById('from'), toInput = document.getElementById('to');
const cursors = Array.from(document.querySelectorAll('.cursor'));
const animationRows = Array.from(document.querySelectorAll('tr.animation'));
const readout = document.getElementById('readout');
let index = 0, playing = false, clock = 0, lastTick = 0, highlight = null;
function range() {
  const last = frames.length - 1;
  const from = Math.max(0, Math.min(last, Number(fromInput.value) || 0));
  const to = Math.max(from, Math.min(last, toInput.value === '' ? last : Number(toInput.value)));
  return [from, to];
}
function placeDot(row, t) {
  const curve = curves[Number(row.dataset.curve)], dot = row.querySelector('.dot');
  if (!curve || !dot) return;
  const n = curve.times.length;
  if (n === 0 || t < curve.times[0] - 1e-9 || t > curve.times[n - 1] + 1e-9) { dot.setAttribute('cx', -10); dot.setAttribute('cy', -10); return; }
  let k = 0;
  while (k + 1 < n && curve.times[k + 1] <= t) k++;
  const next = Math.min(k + 1, n - 1), span = curve.times[next] - curve.times[k];
  const f = span > 0 ? (t - curve.times[k]) / span : 0;
  dot.setAttribute('cx', curve.x[k] + (curve.x[next] - curve.x[k]) * f);
  dot.setAttribute('cy', curve.y[k] + (curve.y[next] - curve.y[k]) * f);
}
function show(i) {
  index = Math.max(0, Math.min(frames.length - 1, i));
  const t = index / frameRate;
  svg.innerHTML = '<rect width="100%" height="100%" fill="white"/>' + frames[index] + (highlight === null ? '' :
    '<rect id="highlight" x="' + highlight[0] + '" y="' + highlight[1] + '" width="' + highlight[2] + '" height="' + highlight[3] +
    '" fill="none" stroke="#cf222e" stroke-width="2" stroke-dasharray="4 2"/>');
  scrubber.value = index;
  counter.textContent = 'frame ' + index + ' / ' + (frames.length - 1) + ' (' + t.toFixed(3) + ' s)';
  for (const cursor of cursors) {
    if (duration <= 0) break;
    const x = Number(cursor.dataset.left) + (Number(cursor.dataset.right) - Number(cursor.dataset.left)) * t / duration;
    cursor.setAttribute('x1', x); cursor.setAttribute('x2', x);
  }
  for (const row of animationRows) {
    const end = row.dataset.end === '' ? Infinity : Number(row.dataset.end);
    row.classList.toggle('running', t >= Number(row.dataset.start) - 1e-9 && t < end - 1e-9);
    placeDot(row, t);
  }
}
function pause() { playing = false; playButton.textContent = 'Play'; }
function tick(now) {
  if (!playing) return;
  const speed = Number(document.getElementById('speed').value);
  // A frame's timestamp may precede the click that started playing.
  clock += Math.max(0, now - lastTick) / 1000 * speed; lastTick = Math.max(lastTick, now);
  const [from, to] = range();
  let next = Math.max(from, Math.floor(clock * frameRate + 1e-9));
  if (next > to) {
    if (document.getElementById('loop').checked) { clock = from / frameRate; next = from; }
    else { pause(); next = to; }
  }
  show(next);
  requestAnimationFrame(tick);
}
playButton.addEventListener('click', () => {
  playing = !playing; playButton.textContent = playing ? 'Pause' : 'Play';
  if (!playing) return;
  const [from, to] = range();
  if (index >= to || index < from) index = from;
  clock = index / frameRate; lastTick = performance.now(); requestAnimationFrame(tick);
});
function step(by) { pause(); show(index + by); }
document.getElementById('back').addEventListener('click', () => step(-1));
document.getElementById('forward').addEventListener('click', () => step(1));
document.addEventListener('keydown', (event) => {
  if (event.target.tagName === 'INPUT' && event.target.type !== 'range') return;
  if (event.key === 'ArrowLeft') { event.preventDefault(); step(-1); }
  if (event.key === 'ArrowRight') { event.preventDefault(); step(1); }
});
for (const row of animationRows) {
  if (!row.dataset.frame) continue;
  row.addEventListener('mouseenter', () => { highlight = row.dataset.frame.split(',').map(Number); show(index); });
  row.addEventListener('mouseleave', () => { highlight = null; show(index); });
}
scrubber.addEventListener('input', () => { pause(); show(Number(scrubber.value)); });
const traceSVG = document.querySelector('svg.traces');
if (traceSVG && readout && cursors.length > 0 && duration > 0) {
  traceSVG.addEventListener('mousemove', (event) => {
    const box = traceSVG.getBoundingClientRect();
    const x = event.clientX - box.left;
    for (const cursor of cursors) {
      const left = Number(cursor.dataset.left), right = Number(cursor.dataset.right);
      if (x < left || x > right) continue;
      const i = Math.max(0, Math.min(frames.length - 1, Math.round((x - left) / (right - left) * duration * frameRate)));
      const number = (v) => v === null || v === undefined ? '–' : Number(v.toPrecision(6)).toString();
      readout.textContent = (i / frameRate).toFixed(3) + ' s: ' + traceData.map((trace) =>
        trace.label + ' = ' + number(trace.values[i]) + ', velocity ' + number(trace.velocities[i])).join('; ');
    }
  });
}
const start = location.hash.match(/frame=([0-9]+)/);
show(start ? Number(start[1]) : 0);
