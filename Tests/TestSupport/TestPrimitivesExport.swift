// Every test target sees the shared primitives (the seeded generator, the process spawner) through this one.
@_exported import TestPrimitives
