// Trapline sensor codec for a ChirpStack v4 device profile (Codec: "JavaScript functions").
// Paste this file as it is. It is the same format as the TypeScript package
// packages/lora-codec (docs/lora-payload.md). Its constants are written from the package (see the
// block below); its functions are written by hand, and a property test runs them and the package's
// on thousands of random payloads and commands and expects the same answers, so change them together.
//
// ChirpStack calls:
//   decodeUplink({ bytes, fPort, recvTime, variables }) -> { data }   (becomes the event's `object`)
//   encodeDownlink({ data, variables })                 -> { bytes, fPort }
//   decodeDownlink({ bytes, fPort, variables })         -> { data }
// Errors are thrown: ChirpStack v4 logs them (as an UPLINK_CODEC / DOWNLINK_CODEC log event).
// ChirpStack takes a downlink's fPort from the queue item, not from the codec: enqueue an
// `object` command with the fPort of its kind (see DOWNLINK_PORTS).

// Constants of packages/lora-codec, written by `pnpm --filter @trapline/lora-codec chirpstack-codec`: change them there.
var STATUS_PORT = 2;
var STATUS_LENGTH = 7;
var DOWNLINK_PORTS = { device: 20, connection: 21, sths_config: 22, clear_alert: 23, legacy_device: 24, legacy_healthcheck: 25 };
var RADIO_SETTING_PORTS = [1, 4, 6, 7, 8, 9, 10];
var DEVICE_BITS = ['pir', 'reed1', 'reed2', 'ext1', 'ext2', 'reed1Inv', 'reed2Inv'];
var CONNECTION_FIELDS = [
  ['confirmedStatusPeriod', 60, 65535, 2],
  ['unconfirmedStatusPeriod', 60, 65535, 2],
  ['failedSendRetryPeriod', 10, 65535, 2],
  ['failedSendRetry', 1, 30, 1],
];
var STHS_FIELDS = [
  ['sthsActiveAlgorithm', 1, 3, 1],
  ['sthsPresenceThreshold', 100, 1000, 2],
  ['sthsPresenceHysteresis', 10, 10000, 2],
  ['sthsMotionThreshold', 100, 1000, 2],
  ['sthsMotionHysteresis', 10, 10000, 2],
];
// End of the package constants.

function decodeUplink(input) {
  var bytes = input.bytes;
  var fPort = input.fPort;
  if (fPort !== STATUS_PORT) throw new Error('unknown uplink fPort ' + fPort);
  if (bytes.length < STATUS_LENGTH) {
    throw new Error('status payload of ' + bytes.length + ' bytes, ' + STATUS_LENGTH + ' expected');
  }
  var flags = bytes[1];
  return {
    data: {
      Status: {
        batteryLevel: Math.min(254, bytes[0]),
        detectStatus: flags & 1,
        detectedByAlgorithm: (flags >> 1) & 7,
        detectionNumber: bytes[2],
        detectionsCounter: (bytes[3] << 8) | bytes[4],
        detectionsCounterNew: (bytes[5] << 8) | bytes[6],
      },
    },
  };
}

function checkInteger(name, value, min, max) {
  if (typeof value !== 'number' || Math.floor(value) !== value || !isFinite(value) || value < min || value > max) {
    throw new Error(name + ' must be an integer from ' + min + ' to ' + max);
  }
  return value;
}

function pushNumbers(command, fields, bytes) {
  for (var i = 0; i < fields.length; i++) {
    var field = fields[i];
    var value = checkInteger(field[0], command[field[0]], field[1], field[2]);
    if (field[3] === 2) bytes.push((value >> 8) & 0xff);
    bytes.push(value & 0xff);
  }
  return bytes;
}

function encodeDownlink(input) {
  var command = input.data;
  var kind = command === null || command === undefined ? undefined : command.kind;
  if (kind === 'device') {
    var flags = 0;
    for (var bit = 0; bit < DEVICE_BITS.length; bit++) {
      flags |= checkInteger(DEVICE_BITS[bit], command[DEVICE_BITS[bit]], 0, 1) << bit;
    }
    return { fPort: DOWNLINK_PORTS.device, bytes: [flags] };
  }
  if (kind === 'connection') return { fPort: DOWNLINK_PORTS.connection, bytes: pushNumbers(command, CONNECTION_FIELDS, []) };
  if (kind === 'sths_config') return { fPort: DOWNLINK_PORTS.sths_config, bytes: pushNumbers(command, STHS_FIELDS, []) };
  if (kind === 'clear_alert') return { fPort: DOWNLINK_PORTS.clear_alert, bytes: [1] };
  if (kind === 'legacy_device') return { fPort: DOWNLINK_PORTS.legacy_device, bytes: [1] };
  if (kind === 'legacy_healthcheck') {
    var value = checkInteger('value', command.value, 1, 65535);
    return { fPort: DOWNLINK_PORTS.legacy_healthcheck, bytes: [(value >> 8) & 0xff, value & 0xff] };
  }
  if (kind === 'radio_setting') {
    if (typeof command.port !== 'number' || RADIO_SETTING_PORTS.indexOf(command.port) < 0) {
      throw new Error('port must be one of ' + RADIO_SETTING_PORTS.join(', '));
    }
    if (typeof command.value !== 'string' || !/^[0-9a-fA-F]{2}$/.test(command.value)) throw new Error('value must be two hex digits');
    return { fPort: command.port, bytes: [parseInt(command.value, 16)] };
  }
  throw new Error('unknown command kind ' + JSON.stringify(kind));
}

function expectLength(kind, bytes, length) {
  if (bytes.length !== length) throw new Error(kind + ' downlink of ' + bytes.length + ' bytes, ' + length + ' expected');
}

function readNumbers(bytes, fields, data) {
  var at = 0;
  for (var i = 0; i < fields.length; i++) {
    if (fields[i][3] === 2) {
      data[fields[i][0]] = (bytes[at] << 8) | bytes[at + 1];
      at += 2;
    } else {
      data[fields[i][0]] = bytes[at];
      at += 1;
    }
  }
  return data;
}

function decodeDownlink(input) {
  var bytes = input.bytes;
  var fPort = input.fPort;
  if (fPort === DOWNLINK_PORTS.device) {
    expectLength('device', bytes, 1);
    var data = { kind: 'device' };
    for (var bit = 0; bit < DEVICE_BITS.length; bit++) data[DEVICE_BITS[bit]] = (bytes[0] >> bit) & 1;
    return { data: data };
  }
  if (fPort === DOWNLINK_PORTS.connection) {
    expectLength('connection', bytes, 7);
    return { data: readNumbers(bytes, CONNECTION_FIELDS, { kind: 'connection' }) };
  }
  if (fPort === DOWNLINK_PORTS.sths_config) {
    expectLength('sths_config', bytes, 9);
    return { data: readNumbers(bytes, STHS_FIELDS, { kind: 'sths_config' }) };
  }
  if (fPort === DOWNLINK_PORTS.clear_alert) {
    expectLength('clear_alert', bytes, 1);
    return { data: { kind: 'clear_alert' } };
  }
  if (fPort === DOWNLINK_PORTS.legacy_device) {
    expectLength('legacy_device', bytes, 1);
    return { data: { kind: 'legacy_device' } };
  }
  if (fPort === DOWNLINK_PORTS.legacy_healthcheck) {
    expectLength('legacy_healthcheck', bytes, 2);
    return { data: { kind: 'legacy_healthcheck', value: (bytes[0] << 8) | bytes[1] } };
  }
  if (RADIO_SETTING_PORTS.indexOf(fPort) < 0) throw new Error('unknown downlink fPort ' + fPort);
  expectLength('radio_setting', bytes, 1);
  var hex = bytes[0].toString(16).toUpperCase();
  return { data: { kind: 'radio_setting', port: fPort, value: hex.length < 2 ? '0' + hex : hex } };
}
