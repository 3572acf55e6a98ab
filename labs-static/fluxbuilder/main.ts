import '../shared/base.css';
import './fluxbuilder.css';
import './canvas.css';
import './inspector.css';
import { byId } from '../shared/dom';
import { mountBuilder } from './ui/builder';

mountBuilder(byId('lab'));
