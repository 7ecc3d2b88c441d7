if (inspection !== null) {
  const status = document.getElementById('inspection-status');
  function record(next) {
    status.textContent = ' recording…';
    fetch(inspection.endpoint, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(next) })
      .then((response) => response.text().then((text) => {
        if (!response.ok) { status.textContent = ' ' + text; return; }
        location.hash = 'frame=' + index;
        location.reload();
      }))
      .catch((error) => { status.textContent = ' ' + error; });
  }
  for (const row of animationRows) {
    const attribute = row.cells[0].textContent;
    const cell = row.insertCell(-1);
    const freeze = document.createElement('button');
    freeze.textContent = 'freeze here'; freeze.className = 'freeze';
    freeze.addEventListener('click', () => record({ freezes: inspection.freezes.concat([{ attribute: attribute, time: index / frameRate }]), solo: inspection.solo }));
    const solo = document.createElement('button');
    solo.textContent = 'solo'; solo.className = 'solo';
    solo.addEventListener('click', () => record({ freezes: inspection.freezes, solo: attribute }));
    cell.appendChild(freeze); cell.appendChild(solo);
  }
  document.getElementById('inspection-clear').addEventListener('click', () => record({ freezes: [], solo: null }));
}
