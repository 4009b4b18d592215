print("stockroom-bench: not built yet")
