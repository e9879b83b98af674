#include "yardstick.h"
