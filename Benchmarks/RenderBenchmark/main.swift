print("render benchmark: not written yet")
