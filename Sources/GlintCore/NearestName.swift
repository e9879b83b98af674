/// The name in `names` nearest to `name` by edit distance, for "did you mean ...?" hints.
public func nearestName(to name: String, among names: [String]) -> String? {
  names.min { editDistance(name, $0) < editDistance(name, $1) }
}
