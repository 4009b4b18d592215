/// Turns per-frame reads into scans: a code counts once it has been read in as many frames as
/// `ConfirmationRule` asks (one for a strong read, `requiredFrames` for a weak one), and counts again only after
/// it has been out of view for `cooldown` seconds. Pure state, no clock: times come from the frames.
struct Confirmer: Sendable {
  struct Track: Sendable {
    var hits: Int
    /// Analysed frames since the code was first seen (including that frame).
    var frames: Int
    var lastSeen: Double
    var reported: Bool
  }

  struct Confirmation: Sendable, Equatable {
    var result: ScanResult
    var hits: Int
    /// hits / analysed frames while in view: the frame agreement.
    var agreement: Double
  }

  /// Frames a weak read needs.
  var requiredFrames: Int { rule.weakFrames }
  let rule: ConfirmationRule
  let cooldown: Double
  private(set) var tracks: [CodeIdentity: Track] = [:]

  init(requiredFrames: Int, cooldown: Double) {
    rule = ConfirmationRule(weakFrames: requiredFrames)
    self.cooldown = max(0, cooldown)
  }

  /// Records one analysed frame's reads at `time`; returns the codes that became confirmed in it.
  mutating func observe(_ results: [ScanResult], at time: Double) -> [Confirmation] {
    // Codes gone for at least the cooldown are forgotten: seeing them again is a new scan.
    tracks = tracks.filter { time - $0.value.lastSeen < cooldown }
    for key in tracks.keys { tracks[key]?.frames += 1 }
    var confirmed: [Confirmation] = []
    var seenNow = Set<CodeIdentity>()
    for result in results where seenNow.insert(result.identity).inserted {
      var track = tracks[result.identity] ?? Track(hits: 0, frames: 1, lastSeen: time, reported: false)
      track.hits += 1
      track.lastSeen = time
      if !track.reported, track.hits >= rule.framesNeeded(for: result, among: results) {
        track.reported = true
        confirmed.append(
          Confirmation(result: result, hits: track.hits, agreement: Double(track.hits) / Double(max(track.frames, 1))))
      }
      tracks[result.identity] = track
    }
    return confirmed
  }

  /// True while some code is being tracked (in view, or gone for less than the cooldown).
  var isTracking: Bool { !tracks.isEmpty }

  mutating func reset() { tracks.removeAll() }
}
