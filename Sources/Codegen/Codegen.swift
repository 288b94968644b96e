import FigmaModel
