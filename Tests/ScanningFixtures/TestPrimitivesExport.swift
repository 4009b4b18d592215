// The scanning tests and scan-bench see the shared primitives (the seeded generator, the process spawner).
@_exported import TestPrimitives
