// The benchmarks draw their sample data from the tests' seeded generator (TestPrimitives).
@_exported import TestPrimitives
