function exportArguments() {
  const [from, to] = range();
  const seconds = (frame) => Number((frame / frameRate).toFixed(6)).toString();
  return ' --start ' + seconds(from) + ' --duration ' + seconds(to - from);
}
const commandField = document.getElementById('export-command');
function updateCommand() {
  if (!commandField || exportCommand === null) return;
  const format = document.getElementById('export-format').value;
  commandField.value = exportCommand + exportArguments() + ' --format ' + format;
}
for (const id of ['from', 'to', 'export-format']) {
  const element = document.getElementById(id);
  if (element) element.addEventListener('input', updateCommand);
  if (element) element.addEventListener('change', updateCommand);
}
updateCommand();
document.getElementById('export-pngs').addEventListener('click', () => {
  const [from, to] = range();
  const links = document.getElementById('export-links');
  links.textContent = '';
  const canvas = document.createElement('canvas');
  canvas.width = stageSize[0]; canvas.height = stageSize[1];
  const context = canvas.getContext('2d');
  const draw = (i) => {
    if (i > to) { links.dataset.done = 'true'; return; }
    const image = new Image();
    image.onload = () => {
      context.fillStyle = 'white'; context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(image, 0, 0);
      const link = document.createElement('a');
      link.href = canvas.toDataURL('image/png');
      link.download = 'frame' + String(i - from).padStart(5, '0') + '.png';
      link.textContent = link.download + ' ';
      links.appendChild(link);
      draw(i + 1);
    };
    image.onerror = () => { links.dataset.failed = String(i); };
    image.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="' + stageSize[0] +
      '" height="' + stageSize[1] + '" viewBox="0 0 ' + stageSize[0] + ' ' + stageSize[1] + '">' + frames[i] + '</svg>');
  };
  links.dataset.done = 'false';
  draw(from);
});
